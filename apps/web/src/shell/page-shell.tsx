import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { arrowBack, arrowUndo, hammer, personCircle } from 'ionicons/icons';
import { Icon } from './icon.tsx';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLoadingIndicator } from './loading-indicator.ts';
import { useShellStatus } from './shell-context.tsx';
import { TabBar } from './tab-bar.tsx';
import { shellTexts } from '../text/shell.ts';

const TestingSettingsDialog = lazy(() => import('./testing-settings-dialog.tsx'));

export type PageShellProps = {
  title: string;
  /** Where the back arrow leads: the dashboard by default; false hides it. */
  backTo?: string | false;
  /** An optional second button that goes one step back inside a multi-step page. */
  onStepBack?: () => void;
  /** The mini stepper: "step von count" with a progress bar. */
  step?: { step: number; count: number };
  children: ReactNode;
};

/**
 * The frame of every screen: header with back arrow, title, profile and (in development) the
 * testing settings; the loading bar; the content (the page's main landmark); the tab bar.
 */
export function PageShell({
  title,
  backTo = '/dashboard',
  onStepBack,
  step,
  children,
}: PageShellProps) {
  const { loggedIn, devMode } = useShellStatus();
  const loading = useLoadingIndicator();
  const router = useIonRouter();
  const [testingOpen, setTestingOpen] = useState(false);

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            {backTo !== false && (
              <IonButton
                aria-label={shellTexts.back}
                onClick={() => {
                  router.push(backTo, 'back', 'pop');
                }}
              >
                <Icon slot="icon-only" icon={arrowBack} />
              </IonButton>
            )}
            {onStepBack !== undefined && (
              <IonButton aria-label={shellTexts.stepBack} onClick={onStepBack}>
                <Icon slot="icon-only" icon={arrowUndo} />
              </IonButton>
            )}
          </IonButtons>
          <IonTitle>
            <h1 className="page-title">{title}</h1>
          </IonTitle>
          <IonButtons slot="end">
            {devMode && (
              <IonButton
                aria-label={shellTexts.testing.open}
                onClick={() => {
                  setTestingOpen(true);
                }}
              >
                <Icon slot="icon-only" icon={hammer} />
              </IonButton>
            )}
            {loggedIn && (
              <IonButton
                aria-label={shellTexts.profile}
                onClick={() => {
                  router.push('/profil');
                }}
              >
                <Icon slot="icon-only" icon={personCircle} />
              </IonButton>
            )}
          </IonButtons>
        </IonToolbar>
        {step !== undefined && (
          <div className="mini-stepper">
            <span aria-hidden="true">{shellTexts.stepper(step.step, step.count)}</span>
            <progress
              value={step.step}
              max={step.count}
              aria-label={shellTexts.stepper(step.step, step.count)}
            />
          </div>
        )}
        {loading && <progress className="loading-bar" aria-label={shellTexts.loading} />}
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
      {loggedIn && <TabBar />}
      {testingOpen && (
        <Suspense>
          <TestingSettingsDialog
            onClose={() => {
              setTestingOpen(false);
            }}
          />
        </Suspense>
      )}
    </IonPage>
  );
}
