/** What to show: a docs entry, and the stories its page renders inline. */
export interface DocsEntryToShow {
  id: string;
  inlineStoryIds: string[];
}

/** What showing one docs entry went through: Storybook's error events, in words. */
export interface ShownDocsEntry {
  problems: string[];
}

interface StoryRender {
  id: string;
  isPending(): boolean;
}

interface CatalogueWindow {
  __STORYBOOK_PREVIEW__: {
    storyRenders: StoryRender[];
    onSetCurrentStory(selection: { storyId: string; viewMode: 'docs' }): void;
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (...args: unknown[]) => void): void;
    off(event: string, listener: (...args: unknown[]) => void): void;
  };
}

/**
 * Runs in the catalogue's preview frame (passed to `page.evaluate`, so it closes over nothing):
 * selects a docs entry as the sidebar would, and resolves once its page has rendered and each of
 * its inline stories has rendered too. Storybook reloads the frame when a story that is still
 * rendering is torn down, so the next entry may only be selected after that.
 */
export function showDocsEntry({ id, inlineStoryIds }: DocsEntryToShow): Promise<ShownDocsEntry> {
  const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } =
    window as unknown as CatalogueWindow;
  const problems: string[] = [];
  const problemEvents = ['storyErrored', 'storyThrewException', 'storyMissing'];
  return new Promise((resolve) => {
    let docsRendered = false;
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const finish = () => {
      for (const [event, listener] of listeners) channel.off(event, listener);
      resolve({ problems });
    };
    const finishWhenSettled = () => {
      const renders = preview.storyRenders;
      const settled =
        docsRendered &&
        inlineStoryIds.every((storyId) => renders.some((render) => render.id === storyId)) &&
        !renders.some((render) => render.isPending());
      if (settled) finish();
    };
    for (const event of problemEvents) {
      listeners.set(event, (detail) => {
        problems.push(`${event}: ${JSON.stringify(detail)}`);
        if (!docsRendered) finish();
      });
    }
    listeners.set('docsRendered', (renderedId) => {
      docsRendered ||= renderedId === id;
      finishWhenSettled();
    });
    listeners.set('storyRenderPhaseChanged', finishWhenSettled);
    for (const [event, listener] of listeners) channel.on(event, listener);
    preview.onSetCurrentStory({ storyId: id, viewMode: 'docs' });
  });
}
