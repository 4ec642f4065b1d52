import { IonApp, IonContent, IonPage, IonRouterOutlet } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { Route } from 'react-router-dom';
import { appTexts } from './text/app-texts.ts';

/** Placeholder start screen; IonContent carries the page's main landmark. */
function SetupScreen() {
  return (
    <IonPage>
      <IonContent className="ion-padding">
        <h1>{appTexts.appName}</h1>
        <p>{appTexts.setupNotice}</p>
      </IonContent>
    </IonPage>
  );
}

export function App() {
  return (
    <IonApp>
      <IonReactRouter>
        <IonRouterOutlet>
          <Route path="/" element={<SetupScreen />} />
        </IonRouterOutlet>
      </IonReactRouter>
    </IonApp>
  );
}
