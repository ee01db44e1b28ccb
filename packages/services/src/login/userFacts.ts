import {
  UNION_TYPE,
  type SocialType,
  type UnionType,
  type UserInfo,
  type UserUnion,
} from './identityTypes';

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The user info in a `/User/Detail` payload, or null when it has no uid. */
export function toUserInfo(data: unknown): UserInfo | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const uid = text(record.uid);
  if (uid === '') return null;
  const unions = Array.isArray(record.unions) ? (record.unions as unknown[]) : [];
  return {
    uid,
    nickname: text(record.nickname),
    unions: unions.flatMap((item): UserUnion[] => {
      if (typeof item !== 'object' || item === null) return [];
      const union = item as Record<string, unknown>;
      return [{ utype: Number(union.utype), unick: text(union.unick), status: text(union.status) }];
    }),
    hasPassword: record.has_passwd === true,
    isOperator: record.is_operator === true,
  };
}

/** The bound union of a type, if any (status '1' means bound). */
export function boundUnion(user: UserInfo | null, utype: UnionType): UserUnion | undefined {
  return user?.unions.find((union) => union.utype === utype && union.status === '1');
}

/** What the login store derives from the user info: masked phone, e-mail and social flags. */
export function userFacts(user: UserInfo | null): {
  phone: string;
  email: string;
  bound: Readonly<Record<SocialType, boolean>>;
} {
  return {
    phone: boundUnion(user, UNION_TYPE.phone)?.unick ?? '',
    email: boundUnion(user, UNION_TYPE.email)?.unick ?? '',
    bound: {
      [UNION_TYPE.qq]: boundUnion(user, UNION_TYPE.qq) !== undefined,
      [UNION_TYPE.wechat]: boundUnion(user, UNION_TYPE.wechat) !== undefined,
      [UNION_TYPE.weibo]: boundUnion(user, UNION_TYPE.weibo) !== undefined,
    },
  };
}
