import {
  IonSelectOption as IonSelectOptionElement,
  defineCustomElement as defineSelectOption,
} from '@ionic/core/components/ion-select-option.js';
import {
  IonSelect as IonSelectElement,
  defineCustomElement as defineSelect,
} from '@ionic/core/components/ion-select.js';
import type * as Ionic from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

export const IonSelect: typeof Ionic.IonSelect = /*@__PURE__*/ createComponent({
  tagName: 'ion-select',
  elementClass: IonSelectElement,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonDismiss: 'ionDismiss',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement: defineSelect,
});
export const IonSelectOption: typeof Ionic.IonSelectOption = /*@__PURE__*/ createComponent({
  tagName: 'ion-select-option',
  elementClass: IonSelectOptionElement,
  react: React,
  events: {},
  defineCustomElement: defineSelectOption,
});
