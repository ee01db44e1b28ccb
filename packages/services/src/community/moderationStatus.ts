/** Where a 晒单, review, comment or 好价 post stands with the operators. */
export type ModerationStatus = 'pending' | 'approved' | 'rejected';
