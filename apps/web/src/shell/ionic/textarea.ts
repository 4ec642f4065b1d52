import {
  IonTextarea as IonTextareaElement,
  defineCustomElement as defineTextarea,
} from '@ionic/core/components/ion-textarea.js';
import type * as Ionic from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

export const IonTextarea: typeof Ionic.IonTextarea = /*@__PURE__*/ createComponent({
  tagName: 'ion-textarea',
  elementClass: IonTextareaElement,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonInput: 'ionInput',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement: defineTextarea,
});
