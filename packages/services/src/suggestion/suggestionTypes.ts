/** One screenshot to send: its bytes and the name it was chosen under. */
export interface SuggestionImage {
  /** The file's bytes (a `File` from the file picker). */
  readonly data: Blob;
  /** The file name, sent with the part; the server judges by bytes, never by name. */
  readonly filename: string;
}

/** A suggestion as the form sends it. */
export interface SuggestionDraft {
  /** What the person wrote. */
  readonly text: string;
  /** An optional phone number or e-mail address; '' when not given. */
  readonly contact: string;
  /** Up to three screenshots. */
  readonly images: readonly SuggestionImage[];
}

/** The server's receipt. */
export interface SentSuggestion {
  /** The feedback's number. */
  readonly id: number;
  /** The server's thank-you line. */
  readonly message: string;
}

/** Sends feedback to `POST /api/suggestion` (real over HTTP, or a fake in stories). */
export interface SuggestionApiClient {
  /** Sends one suggestion; a refusal rejects with an `ApiError` whose `code` names the field. */
  send(draft: SuggestionDraft): Promise<SentSuggestion>;
}
