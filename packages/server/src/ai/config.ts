/** The AI writer's settings (`AI_*`); without `baseUrl` and `model` the rule-based analyst writes. */
export interface AiConfig {
  /** An OpenAI-compatible API root (`AI_BASE_URL`, e.g. `https://api.deepseek.com/v1`). */
  baseUrl: string | undefined;
  /** Bearer key for that endpoint (`AI_API_KEY`); empty for a local server that needs none. */
  apiKey: string;
  /** The model asked for and named on the page (`AI_MODEL`). */
  model: string | undefined;
  /** How long one answer may take from request to last token (`AI_TIMEOUT_MS`, default 60 s). */
  timeoutMs: number;
  /** Answers a visitor without an account may ask for per day (`AI_DAILY_LIMIT_VISITOR`, 10). */
  dailyPerVisitor: number;
  /** Answers a signed-in user may ask for per day (`AI_DAILY_LIMIT_USER`, 30). */
  dailyPerUser: number;
  /** Answers one IP address may ask for per day, whoever asks (`AI_DAILY_LIMIT_IP`, 60). */
  dailyPerIp: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number | string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : `${name} 必须是正整数，收到 "${raw}"`;
}

/** Reads the AI settings; returns an error message instead of throwing so config.ts decides. */
export function loadAiConfig(env: NodeJS.ProcessEnv): AiConfig | string {
  const baseUrl = env.AI_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
  if (baseUrl && !/^https?:\/\/[^/]+/.test(baseUrl)) {
    return `AI_BASE_URL 必须是 http(s) 地址，收到 "${baseUrl}"`;
  }
  const model = env.AI_MODEL?.trim() || undefined;
  if (baseUrl && !model) return '设置了 AI_BASE_URL 时还需要设置 AI_MODEL（如 deepseek-chat）';
  const numbers = {
    timeoutMs: positiveInt(env, 'AI_TIMEOUT_MS', 60_000),
    dailyPerVisitor: positiveInt(env, 'AI_DAILY_LIMIT_VISITOR', 10),
    dailyPerUser: positiveInt(env, 'AI_DAILY_LIMIT_USER', 30),
    dailyPerIp: positiveInt(env, 'AI_DAILY_LIMIT_IP', 60),
  };
  const bad = Object.values(numbers).find((value) => typeof value === 'string');
  if (typeof bad === 'string') return bad;
  return {
    baseUrl,
    apiKey: env.AI_API_KEY ?? '',
    model,
    ...(numbers as { [K in keyof typeof numbers]: number }),
  };
}
