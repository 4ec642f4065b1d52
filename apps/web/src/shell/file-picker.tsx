import { useRef, type ReactElement } from 'react';
import { takeNativePhoto } from '../native/camera.ts';
import { isNative } from '../native/platform.ts';

export type FilePicker = {
  /** The hidden file input; rendered where the picker's buttons are. */
  input: ReactElement;
  /** Opens the browser's file choice, or the camera. */
  open: () => void;
};

/**
 * The app's one way to choose files: a hidden input that the feature's own button opens, so the
 * button speaks German and looks like the app's (the browser's file button does neither). The
 * files chosen reach `onPick`, and the input is emptied, so the same file can be chosen again.
 *
 * With `camera`, it takes a photo: inside the native app with the phone's camera (a failure other
 * than closing it reaches `onCameraError`), in a browser through the input's `capture`.
 */
export function useFilePicker(options: {
  /** The input's id: a form's field, for its errors and for tests that hand it files. */
  id?: string;
  accept: string;
  multiple?: boolean;
  camera?: boolean;
  onPick: (files: File[]) => void;
  onCameraError?: () => void;
}): FilePicker {
  const ref = useRef<HTMLInputElement>(null);
  const { onPick, onCameraError } = options;
  const input = (
    <input
      ref={ref}
      id={options.id}
      className="visually-hidden"
      type="file"
      accept={options.camera === true ? 'image/*' : options.accept}
      multiple={options.multiple}
      capture={options.camera === true ? 'environment' : undefined}
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        onPick([...(event.target.files ?? [])]);
        event.target.value = '';
      }}
    />
  );
  const open = () => {
    if (options.camera !== true || !isNative()) {
      ref.current?.click();
      return;
    }
    takeNativePhoto().then(
      (photo) => {
        if (photo !== null) onPick([photo]);
      },
      () => onCameraError?.(),
    );
  };
  return { input, open };
}
