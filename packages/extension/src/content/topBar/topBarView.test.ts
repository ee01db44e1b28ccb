import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, QUEUED_ANSWER, TRACKED_ANSWER } from '../../testing/sampleAnswers';
import { topBarView } from './topBarView';

describe('topBarView', () => {
  it('lists the promotions newest first with their day, and links the AI rating', () => {
    const view = topBarView({
      ...TRACKED_ANSWER,
      promotions: [
        { ts: Date.UTC(2026, 10, 26, 4) / 1000, text: '满3000减200' },
        { ts: Date.UTC(2026, 10, 11, 20) / 1000, text: '领券减50' },
      ],
    });
    expect(view).toEqual({
      promotions: [
        { text: '满3000减200', day: '11.26' },
        // 20:00 UTC is already the 12th in Shanghai.
        { text: '领券减50', day: '11.12' },
      ],
      aiRateUrl: 'http://localhost:8080/ext/ai_rate?dp=100008348542-3',
    });
  });

  it('shows nothing for a product the server does not hold, or when it cannot say', () => {
    expect(topBarView(QUEUED_ANSWER)).toBeNull();
    expect(topBarView(FAILED_ANSWER)).toBeNull();
  });
});
