import type { HttpClient } from '../http/HttpClient';
import type { CommentPage, CommentSubject, CommentsApiClient, SentComment } from './commentTypes';

interface Answer<T = unknown> {
  msg?: unknown;
  data?: T;
}

function threadPath(subject: CommentSubject): string {
  return `/api/comments/${encodeURIComponent(subject.kind)}/${encodeURIComponent(subject.id)}`;
}

/** `/api/comments` over the injected HTTP client. */
export class CommentsApi implements CommentsApiClient {
  constructor(private readonly http: HttpClient) {}

  list(subject: CommentSubject, page: number): Promise<CommentPage> {
    return this.http.get<CommentPage>(threadPath(subject), { query: { page } });
  }

  async send(
    subject: CommentSubject,
    draft: { text: string; rating: number | null },
  ): Promise<SentComment> {
    const answer = await this.http.post<Answer<{ status?: unknown }>>(threadPath(subject), draft);
    return {
      status: answer.data?.status === 'approved' ? 'approved' : 'pending',
      message: typeof answer.msg === 'string' ? answer.msg : '',
    };
  }

  async report(id: number): Promise<string> {
    const answer = await this.http.post<Answer>(`/api/comments/${id}/report`);
    return typeof answer.msg === 'string' ? answer.msg : '';
  }
}
