import {
  IonToggle as IonToggleElement,
  defineCustomElement as defineToggle,
} from '@ionic/core/components/ion-toggle.js';
import type * as Ionic from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

export const IonToggle: typeof Ionic.IonToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-toggle',
  elementClass: IonToggleElement,
  react: React,
  events: { onIonChange: 'ionChange', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement: defineToggle,
});
