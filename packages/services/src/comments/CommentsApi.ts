import type { WireAnswer, WireBody } from '@pricetrail/core';
import type { HttpClient } from '../http/HttpClient';
import type { CommentPage, CommentSubject, CommentsApiClient, SentComment } from './commentTypes';

type ThreadPath = '/api/comments/{kind}/{subjectId}';

/** The answer to a sent comment as the server sends it. */
export type WireSentComment = WireAnswer<ThreadPath, 'post'>;

function threadPath(subject: CommentSubject): string {
  return `/api/comments/${encodeURIComponent(subject.kind)}/${encodeURIComponent(subject.id)}`;
}

/** Maps the server's answer to a sent comment; without a status it waits for review. */
export function fromWireSentComment(answer: WireSentComment): SentComment {
  return { status: answer.data?.status ?? 'pending', message: answer.msg };
}

/** `/api/comments` over the injected HTTP client. */
export class CommentsApi implements CommentsApiClient {
  constructor(private readonly http: HttpClient) {}

  list(subject: CommentSubject, page: number): Promise<CommentPage> {
    return this.http.get<WireAnswer<ThreadPath>>(threadPath(subject), { query: { page } });
  }

  async send(
    subject: CommentSubject,
    draft: { text: string; rating: number | null },
  ): Promise<SentComment> {
    const body: WireBody<ThreadPath, 'post'> = draft;
    return fromWireSentComment(await this.http.post<WireSentComment>(threadPath(subject), body));
  }

  async report(id: number): Promise<string> {
    const path = `/api/comments/${id}/report`;
    return (await this.http.post<WireAnswer<'/api/comments/{id}/report', 'post'>>(path)).msg;
  }
}
