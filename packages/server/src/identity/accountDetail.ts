import type { Db } from '../db/schema.js';
import { answerSchema } from './answers.js';
import { userDetail, type UserDetail } from './users.js';

/** The account page's user: the behaviour.md §7 detail and whether they are an operator. */
export type AccountDetail = UserDetail & { is_operator: boolean };

/** Schema of `GET /User/Detail` and `POST /User/Modify`, whose `data` is the {@link AccountDetail}. */
export const accountDetailSchema = answerSchema({
  type: 'object',
  properties: {
    uid: { type: 'integer' },
    nickname: { type: 'string' },
    unions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          utype: { type: 'integer' },
          unick: { type: 'string' },
          status: { type: 'string' },
        },
        required: ['utype', 'unick', 'status'],
      },
    },
    has_passwd: { type: 'boolean' },
    is_operator: { type: 'boolean' },
  },
  required: ['uid', 'nickname', 'unions', 'has_passwd', 'is_operator'],
});

/** The user's {@link AccountDetail}; undefined when the account is gone. */
export async function accountDetail(
  db: Db,
  operators: ReadonlySet<number>,
  userId: number,
): Promise<AccountDetail | undefined> {
  const detail = await userDetail(db, userId);
  return detail && { ...detail, is_operator: operators.has(userId) };
}
