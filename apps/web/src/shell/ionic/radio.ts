import {
  IonRadioGroup as IonRadioGroupElement,
  defineCustomElement as defineRadioGroup,
} from '@ionic/core/components/ion-radio-group.js';
import {
  IonRadio as IonRadioElement,
  defineCustomElement as defineRadio,
} from '@ionic/core/components/ion-radio.js';
import type * as Ionic from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

export const IonRadioGroup: typeof Ionic.IonRadioGroup = /*@__PURE__*/ createComponent({
  tagName: 'ion-radio-group',
  elementClass: IonRadioGroupElement,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement: defineRadioGroup,
});
export const IonRadio: typeof Ionic.IonRadio = /*@__PURE__*/ createComponent({
  tagName: 'ion-radio',
  elementClass: IonRadioElement,
  react: React,
  events: { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement: defineRadio,
});
