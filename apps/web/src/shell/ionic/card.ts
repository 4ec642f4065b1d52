import {
  IonCardContent as IonCardContentElement,
  defineCustomElement as defineCardContent,
} from '@ionic/core/components/ion-card-content.js';
import {
  IonCardHeader as IonCardHeaderElement,
  defineCustomElement as defineCardHeader,
} from '@ionic/core/components/ion-card-header.js';
import {
  IonCardSubtitle as IonCardSubtitleElement,
  defineCustomElement as defineCardSubtitle,
} from '@ionic/core/components/ion-card-subtitle.js';
import {
  IonCardTitle as IonCardTitleElement,
  defineCustomElement as defineCardTitle,
} from '@ionic/core/components/ion-card-title.js';
import {
  IonCard as IonCardElement,
  defineCustomElement as defineCard,
} from '@ionic/core/components/ion-card.js';
import type * as Ionic from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** Without @ionic/react's router link: a card that leads somewhere holds a link. */
export const IonCard = /*@__PURE__*/ createComponent({
  tagName: 'ion-card',
  elementClass: IonCardElement,
  react: React,
  events: {},
  defineCustomElement: defineCard,
});
export const IonCardHeader: typeof Ionic.IonCardHeader = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-header',
  elementClass: IonCardHeaderElement,
  react: React,
  events: {},
  defineCustomElement: defineCardHeader,
});
export const IonCardTitle: typeof Ionic.IonCardTitle = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-title',
  elementClass: IonCardTitleElement,
  react: React,
  events: {},
  defineCustomElement: defineCardTitle,
});
export const IonCardSubtitle: typeof Ionic.IonCardSubtitle = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-subtitle',
  elementClass: IonCardSubtitleElement,
  react: React,
  events: {},
  defineCustomElement: defineCardSubtitle,
});
export const IonCardContent: typeof Ionic.IonCardContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-content',
  elementClass: IonCardContentElement,
  react: React,
  events: {},
  defineCustomElement: defineCardContent,
});
