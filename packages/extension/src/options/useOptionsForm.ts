import { useEffect, useState } from 'react';
import {
  readSettings,
  writeSettings,
  type ExtensionSettings,
  type KeyValueArea,
} from '../background/settings';
import { checkServerOrigin } from './checkServerOrigin';

/** Shown when the shopper refuses the extension access to the server they typed. */
export const MSG_ACCESS_REFUSED = '未获得访问该服务器的权限，价迹无法查询和回传价格，设置未保存';

/** What the options page reads, asks and writes. */
export interface OptionsDeps {
  /** chrome.storage.local (a memory area in stories). */
  readonly storage: KeyValueArea;
  /** Asks the browser for access to a server origin; resolves whether it was granted. */
  readonly requestAccess: (origin: string) => Promise<boolean>;
}

/** The options form's state: the settings being edited and how the last save went. */
export interface OptionsForm {
  /** The settings as edited, the server address as typed; null until read. */
  readonly draft: ExtensionSettings | null;
  /** Why the last save was refused. */
  readonly error: string | undefined;
  /** The last save went through and nothing was edited since. */
  readonly isSaved: boolean;
  /** Changes some fields of the draft. */
  readonly edit: (changes: Partial<ExtensionSettings>) => void;
  /** Checks the server address, asks for access to it, then stores every setting. */
  readonly save: () => Promise<void>;
}

/** The options page's form over the stored settings. */
export function useOptionsForm({ storage, requestAccess }: OptionsDeps): OptionsForm {
  const [draft, setDraft] = useState<OptionsForm['draft']>(null);
  const [error, setError] = useState<string>();
  const [isSaved, setIsSaved] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void readSettings(storage).then((settings) => {
      if (isCurrent) setDraft(settings);
    });
    return () => {
      isCurrent = false;
    };
  }, [storage]);

  const edit: OptionsForm['edit'] = (changes) => {
    setDraft((current) => current && { ...current, ...changes });
    setIsSaved(false);
    if (changes.serverOrigin !== undefined) setError(undefined);
  };

  const save = async () => {
    if (!draft) return;
    const checked = checkServerOrigin(draft.serverOrigin);
    if (!checked.ok) return setError(checked.error);
    // First, while the click still counts as the shopper's gesture the browser asks for.
    if (!(await requestAccess(checked.origin))) return setError(MSG_ACCESS_REFUSED);
    const saved = { ...draft, serverOrigin: checked.origin };
    await writeSettings(storage, saved);
    setDraft(saved);
    setError(undefined);
    setIsSaved(true);
  };

  return { draft, error, isSaved, edit, save };
}
