import type { UserInfo } from './identityTypes';

/** A signed-in sample user with a password, a masked phone, an e-mail and WeChat bound. */
export const SAMPLE_USER: UserInfo = {
  uid: '10086',
  nickname: '价迹用户',
  unions: [
    { utype: 4, unick: '138*****678', status: '1' },
    { utype: 5, unick: 'shopper@example.com', status: '1' },
    { utype: 2, unick: '微信用户', status: '1' },
    { utype: 1, unick: 'QQ用户', status: '0' },
  ],
  hasPassword: true,
  isOperator: false,
};
