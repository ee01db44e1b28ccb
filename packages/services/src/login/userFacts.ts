import { text } from '../http/wireValues';
import {
  UNION_TYPE,
  type SocialType,
  type UnionType,
  type UserInfo,
  type UserUnion,
} from './identityTypes';
import type { WireUserDetail } from './identityWire';

/**
 * The user of a `/User/Detail` or `/User/Modify` answer, or null when it has no uid. The reads stay
 * tolerant (a uid sent as text, a missing list as empty, a stray item skipped).
 */
export function toUserInfo(data: WireUserDetail | undefined): UserInfo | null {
  const uid = text(data?.uid);
  if (!data || uid === '') return null;
  const unions = Array.isArray(data.unions) ? data.unions : [];
  return {
    uid,
    nickname: text(data.nickname),
    unions: unions.flatMap((union): UserUnion[] =>
      typeof union === 'object' && union !== null
        ? [{ utype: Number(union.utype), unick: text(union.unick), status: text(union.status) }]
        : [],
    ),
    hasPassword: data.has_passwd === true,
    isOperator: data.is_operator === true,
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
