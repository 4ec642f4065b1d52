import {
  IonItem as IonItemElement,
  defineCustomElement as defineItem,
} from '@ionic/core/components/ion-item.js';
import {
  IonLabel as IonLabelElement,
  defineCustomElement as defineLabel,
} from '@ionic/core/components/ion-label.js';
import {
  IonList as IonListElement,
  defineCustomElement as defineList,
} from '@ionic/core/components/ion-list.js';
import {
  IonListHeader as IonListHeaderElement,
  defineCustomElement as defineListHeader,
} from '@ionic/core/components/ion-list-header.js';
import {
  IonNote as IonNoteElement,
  defineCustomElement as defineNote,
} from '@ionic/core/components/ion-note.js';
import type * as Ionic from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** Without @ionic/react's router link: a row that leads to another route is a `LinkItem`. */
export const IonItem = /*@__PURE__*/ createComponent({
  tagName: 'ion-item',
  elementClass: IonItemElement,
  react: React,
  events: {},
  defineCustomElement: defineItem,
});
export const IonLabel: typeof Ionic.IonLabel = /*@__PURE__*/ createComponent({
  tagName: 'ion-label',
  elementClass: IonLabelElement,
  react: React,
  events: {},
  defineCustomElement: defineLabel,
});
export const IonList: typeof Ionic.IonList = /*@__PURE__*/ createComponent({
  tagName: 'ion-list',
  elementClass: IonListElement,
  react: React,
  events: {},
  defineCustomElement: defineList,
});
export const IonListHeader: typeof Ionic.IonListHeader = /*@__PURE__*/ createComponent({
  tagName: 'ion-list-header',
  elementClass: IonListHeaderElement,
  react: React,
  events: {},
  defineCustomElement: defineListHeader,
});
export const IonNote: typeof Ionic.IonNote = /*@__PURE__*/ createComponent({
  tagName: 'ion-note',
  elementClass: IonNoteElement,
  react: React,
  events: {},
  defineCustomElement: defineNote,
});
