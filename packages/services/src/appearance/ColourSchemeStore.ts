import {
  COLOUR_SCHEME_STORAGE_KEY,
  readColourSchemeChoice,
  type ColourSchemeChoice,
} from '@pricetrail/core';
import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage, RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';

/** Where a chosen scheme shows: the real one marks the page's `<html>`, stories pass none. */
export interface ColourSchemeDocument {
  /** Shows `choice` now: light or dark whatever the system says, or the system's again. */
  show(choice: ColourSchemeChoice): void;
}

/** A document that shows nothing: the settings page's default, so a story never recolours its frame. */
export const NO_COLOUR_SCHEME_DOCUMENT: ColourSchemeDocument = { show: () => undefined };

/**
 * The 外观 setting: kept on this device (not the account), read by the page's inline script before
 * the first paint of every later page, shown at once on this one.
 */
export class ColourSchemeStore {
  /** The shopper's choice; 跟随系统 until they pick another. */
  choice: ColourSchemeChoice;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly document: ColourSchemeDocument,
  ) {
    this.choice = readColourSchemeChoice(storage.getItem(COLOUR_SCHEME_STORAGE_KEY));
    makeAutoObservable<this, 'storage' | 'document'>(
      this,
      { storage: false, document: false },
      { autoBind: true },
    );
  }

  /** Keeps `choice` on the device and shows it. */
  choose(choice: ColourSchemeChoice): void {
    this.choice = choice;
    if (choice === 'system') this.storage.removeItem(COLOUR_SCHEME_STORAGE_KEY);
    else this.storage.setItem(COLOUR_SCHEME_STORAGE_KEY, choice);
    this.document.show(choice);
  }
}

/** The 外观 setting over the device's storage, shown on `document`; the settings page takes a fresh one. */
export const colourSchemeView = viewKind(
  'colourScheme',
  (root: RootStore, document: ColourSchemeDocument) =>
    new ColourSchemeStore(root.storage, document),
);
