/**
 * One page the tracker has claimed: a pasted link from the tracking queue, a known product due
 * for its check, or a verification request. `lease` is the claim's stamp (epoch seconds): a
 * worker acts on the item only while the row still carries it.
 */
export type WorkItem =
  | { kind: 'queued'; dpId: string; canonicalUrl: string; attempts: number; lease: number }
  | {
      kind: 'product';
      productId: number;
      dpId: string;
      canonicalUrl: string;
      hot: boolean;
      lease: number;
    }
  | {
      kind: 'verification';
      id: number;
      productId: number;
      dpId: string;
      canonicalUrl: string;
      attempts: number;
      lease: number;
    };
