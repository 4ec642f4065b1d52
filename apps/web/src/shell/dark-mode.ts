import { useCallback, useEffect, useState } from 'react';

export type DarkModeSetting = 'system' | 'light' | 'dark';

const query = '(prefers-color-scheme: dark)';

function apply(setting: DarkModeSetting): void {
  const dark = setting === 'dark' || (setting === 'system' && matchMedia(query).matches);
  document.documentElement.classList.toggle('ion-palette-dark', dark);
}

/**
 * Dark mode follows the system unless the customer chose light or dark; `load` and `save` are the
 * device storage of the setting.
 */
export function useDarkMode(storage: {
  load: () => Promise<DarkModeSetting | null>;
  save: (setting: DarkModeSetting) => Promise<void>;
}): [DarkModeSetting, (setting: DarkModeSetting) => void] {
  const [setting, setSetting] = useState<DarkModeSetting>('system');

  useEffect(() => {
    void storage.load().then((stored) => {
      if (stored !== null) setSetting(stored);
    });
  }, [storage]);

  useEffect(() => {
    apply(setting);
    if (setting !== 'system') return undefined;
    const media = matchMedia(query);
    const follow = () => {
      apply('system');
    };
    media.addEventListener('change', follow);
    return () => {
      media.removeEventListener('change', follow);
    };
  }, [setting]);

  const change = useCallback(
    (next: DarkModeSetting) => {
      setSetting(next);
      void storage.save(next);
    },
    [storage],
  );
  return [setting, change];
}
