import {
  IonCheckbox as IonCheckboxElement,
  defineCustomElement as defineCheckbox,
} from '@ionic/core/components/ion-checkbox.js';
import type * as Ionic from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

export const IonCheckbox: typeof Ionic.IonCheckbox = /*@__PURE__*/ createComponent({
  tagName: 'ion-checkbox',
  elementClass: IonCheckboxElement,
  react: React,
  events: { onIonChange: 'ionChange', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement: defineCheckbox,
});
