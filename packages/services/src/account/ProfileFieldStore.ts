import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { IdentityAnswer, UserInfo } from '../login/identityTypes';
import type { AccountEditor } from './accountEditor';

/** A profile field `/User/Modify` changes by itself. */
export type ProfileField = 'nickname' | 'email';

/** Edits one profile field in place: open, save (`POST /User/Modify`), close. */
export class ProfileFieldStore {
  /** The editor is open. */
  isEditing = false;
  /** The value being typed. */
  draft = '';
  /** The save is on its way. */
  isSaving = false;
  /** Why the value was refused; null when none. */
  error: string | null = null;
  /** The value was just saved (the page says so until the next edit). */
  isSaved = false;

  constructor(
    private readonly account: AccountEditor,
    /** Which field this edits. */
    readonly field: ProfileField,
    /** Checks a trimmed value before sending it: the refusal, or null when it may go. */
    private readonly check: (value: string) => string | null,
  ) {
    makeAutoObservable<this, 'account' | 'check'>(
      this,
      { account: false, field: false, check: false },
      { autoBind: true },
    );
  }

  /** Opens the editor with `current` (the value shown now). */
  edit(current: string): void {
    this.draft = current;
    this.error = null;
    this.isSaved = false;
    this.isEditing = true;
  }

  /** Follows the input. */
  setDraft(value: string): void {
    this.draft = value;
  }

  /** Closes the editor without saving. */
  cancel(): void {
    this.isEditing = false;
    this.error = null;
  }

  /** Saves the trimmed draft; the editor closes on success. */
  save = flow(function* (this: ProfileFieldStore) {
    if (this.isSaving) return;
    const value = this.draft.trim();
    this.error = this.check(value);
    if (this.error) return;
    this.isSaving = true;
    try {
      const answer = (yield this.account.api.modify({
        [this.field]: value,
      })) as IdentityAnswer<UserInfo>;
      if (answer.code !== 1) {
        this.error = answer.msg || failureMessage(null);
        return;
      }
      yield this.account.accept(answer);
      this.isEditing = false;
      this.isSaved = true;
    } catch (error) {
      this.error = this.account.fail(error);
    } finally {
      this.isSaving = false;
    }
  });
}
