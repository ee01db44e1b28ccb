/** Shown when a nickname is saved empty. */
export const MSG_NICKNAME_EMPTY = '请输入昵称';
/** Shown when an e-mail address does not look like one (the server's own wording). */
export const MSG_INVALID_EMAIL = '请输入正确的邮箱地址';
/** Shown when a platform is not configured on this server. */
export const MSG_SOCIAL_UNAVAILABLE = '该平台暂未开通';
/** Shown after a change was saved. */
export const MSG_SAVED = '修改成功';
/** Shown when the current password is left empty. */
export const MSG_CURRENT_PASSWORD_EMPTY = '请输入当前密码';
