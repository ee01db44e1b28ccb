import {
  LABEL_WATCH,
  LABEL_WATCH_CANCEL,
  LABEL_WATCH_SUBMIT,
  LABEL_WATCH_TARGET,
} from '../../shared/text';
import { barElement } from './barElement';
import { markControl } from './barFocus';

/** The ids inside the bar's shadow root that tie the form's parts together. */
export const WATCH_FORM_ID = 'pricetrail-watch-form';
const TARGET_ID = 'pricetrail-watch-target';
const ERROR_ID = 'pricetrail-watch-error';

/** What the 目标价 form shows. */
export interface WatchFormState {
  /** What the 目标价 box holds, in yuan. */
  readonly draft: string;
  /** What is wrong with the last target submitted; null when nothing is. */
  readonly error: string | null;
}

/** What the 目标价 form tells the bar. */
export interface WatchFormActions {
  /** The shopper typed in the 目标价 box. */
  readonly onWatchDraft: (change: { draft: string }) => void;
  /** The shopper pressed 提醒我 or Enter, with what the box holds. */
  readonly onWatchSubmit: (submit: { draft: string }) => void;
  /** The shopper pressed 取消 or Esc. */
  readonly onWatchCancel: () => void;
}

/**
 * The inline 降价提醒 form: a 目标价 box in yuan, 提醒我 and 取消, and the error tied to the box.
 * Submitting it never navigates the store page.
 */
export function watchForm(
  document: Document,
  state: WatchFormState,
  actions: WatchFormActions,
): HTMLFormElement {
  const form = barElement(document, 'form', 'watch-form');
  form.id = WATCH_FORM_ID;
  form.noValidate = true;
  form.setAttribute('aria-label', LABEL_WATCH);

  const label = barElement(document, 'label', 'label', LABEL_WATCH_TARGET);
  label.htmlFor = TARGET_ID;
  const yuan = barElement(document, 'span', 'yuan', '¥');
  yuan.setAttribute('aria-hidden', 'true');
  const input = barElement(document, 'input', 'watch-target');
  input.id = TARGET_ID;
  input.name = 'target';
  input.inputMode = 'decimal';
  input.autocomplete = 'off';
  input.value = state.draft;
  markControl(input, 'watch-target');
  input.addEventListener('input', () => actions.onWatchDraft({ draft: input.value }));

  const submit = barElement(document, 'button', 'watch-submit', LABEL_WATCH_SUBMIT);
  submit.type = 'submit';
  const cancel = barElement(document, 'button', 'watch-cancel', LABEL_WATCH_CANCEL);
  cancel.type = 'button';
  cancel.addEventListener('click', () => actions.onWatchCancel());
  form.append(label, yuan, input, submit, cancel);

  if (state.error) {
    const error = barElement(document, 'span', 'watch-error', state.error);
    error.id = ERROR_ID;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', ERROR_ID);
    form.append(error);
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    actions.onWatchSubmit({ draft: input.value });
  });
  form.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // The store's own Esc handlers (closing its pop-ups) are not ours to trigger.
    event.stopPropagation();
    actions.onWatchCancel();
  });
  return form;
}
