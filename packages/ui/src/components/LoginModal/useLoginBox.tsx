import {
  MSG_INVALID_CODE,
  MSG_INVALID_PHONE,
  isPhone,
  normalizePhone,
  validateAccountLogin,
  type SmsTag,
} from '@pricetrail/core';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { InlineCaptcha } from '../CaptchaPopup';
import { QrPanel, QR_STATUS, type QrStatus } from '../QrPanel';
import { Tabs } from '../Tabs';
import { AccountLoginForm } from './AccountLoginForm';
import {
  EMPTY_LOGIN_FIELDS,
  LOGIN_TAB,
  LOGIN_TAB_ITEMS,
  type LoginFields,
  type LoginTab,
  type SocialLoginType,
} from './loginConstants';
import { LoginError } from './LoginFootnote';
import { PhoneLoginForm } from './PhoneLoginForm';
import { SocialLogin } from './SocialLogin';
import { StyledLoginTabs } from './LoginModal.styles';
import { useShownError } from './useShownError';

/** What the login box shows and reports, as a modal ({@link LoginModal}) or on a page ({@link LoginPanel}). */
export interface LoginBoxProps {
  /** The selected tab: 1 phone quick login, 2 account and password, 3 QR code. */
  tab: LoginTab;
  /** Called when the shopper picks another tab; the caller also clears `error`. */
  onTabChange: (change: { tab: LoginTab }) => void;
  /** The server's message for the error line. */
  error?: string | null;
  /** A login request is on its way: the login button shows it and ignores clicks. */
  isSubmitting?: boolean;
  /** Seconds until another SMS code may be requested (0 when idle). */
  smsSecondsLeft?: number;
  /** An SMS code request is on its way. */
  isSmsSending?: boolean;
  /** Called with a valid, normalised phone number when the shopper asks for a code. */
  onSmsSend: (request: { phone: string; tag: SmsTag }) => void;
  /** Called with the trimmed phone and code when the phone form passes its checks. */
  onPhoneLogin: (login: { phone: string; code: string }) => void;
  /** Called with the trimmed account and password when they pass behaviour.md §5's checks. */
  onAccountLogin: (login: { account: string; passwd: string; rememberMe: boolean }) => void;
  /** Where the QR login stands (QR tab). */
  qrStatus?: QrStatus;
  /** The QR code picture as a data URL. */
  qrImgStr?: string;
  /** Called when the shopper asks for a fresh QR code. */
  onQrRefresh: () => void;
  /** Called with the social platform picked: 2 WeChat, 1 QQ, 3 Weibo. */
  onSocialLogin: (choice: { utype: SocialLoginType }) => void;
  /** Social platforms that cannot be used now. */
  disabledSocial?: readonly SocialLoginType[];
  /** Address of the inline captcha; while set it replaces the form and locks the tabs. */
  captchaSrc?: string | null;
  /** Called when the inline captcha reports success. */
  onCaptchaSuccess: () => void;
  /** Behaviour.md §9 tab margin for Chrome/Chromium older than 84 (core's `needsTabMargin`). */
  hasLegacyTabMargin?: boolean;
}

/** The login box's content and the field to focus first. */
export interface LoginBox {
  /** Tabs, the selected tab's form, and social sign-in. */
  content: ReactNode;
  /** The field that takes focus when the box opens (none on the QR tab). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Behaviour.md §2 login box: phone, account and QR tabs, social sign-in, and the inline captcha. */
export function useLoginBox({
  tab,
  onTabChange,
  error,
  isSubmitting = false,
  smsSecondsLeft = 0,
  isSmsSending = false,
  onSmsSend,
  onPhoneLogin,
  onAccountLogin,
  qrStatus = QR_STATUS.idle,
  qrImgStr,
  onQrRefresh,
  onSocialLogin,
  disabledSocial,
  captchaSrc,
  onCaptchaSuccess,
  hasLegacyTabMargin = false,
}: LoginBoxProps): LoginBox {
  const [fields, setFields] = useState<LoginFields>(EMPTY_LOGIN_FIELDS);
  const shown = useShownError(error);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLElement>(null);
  const isCaptchaActive = Boolean(captchaSrc);
  const wasCaptchaActive = useRef(isCaptchaActive);

  // The captcha replaces the focused form (and later gives way to it): keep focus in the modal.
  useEffect(() => {
    if (wasCaptchaActive.current === isCaptchaActive) return;
    wasCaptchaActive.current = isCaptchaActive;
    const target = isCaptchaActive ? captchaRef.current : (codeRef.current ?? accountRef.current);
    target?.focus();
  }, [isCaptchaActive]);

  const updateFields = (change: Partial<LoginFields>) => {
    setFields((current) => ({ ...current, ...change }));
    shown.clearLocal();
  };

  const handleTabChange = ({ value }: { value: LoginTab }) => {
    shown.hideOnTabSwitch();
    onTabChange({ tab: value });
  };

  const handleSmsSend = ({ tag }: { tag: SmsTag }) => {
    const phone = normalizePhone(fields.phone);
    if (!phone) {
      shown.fail(MSG_INVALID_PHONE);
      phoneRef.current?.focus();
      return;
    }
    shown.clearLocal();
    onSmsSend({ phone, tag });
  };

  const handlePhoneSubmit = () => {
    if (isSubmitting) return;
    const phone = fields.phone.trim();
    const code = fields.code.trim();
    if (!isPhone(phone)) return shown.fail(MSG_INVALID_PHONE);
    if (code === '') return shown.fail(MSG_INVALID_CODE);
    shown.clearLocal();
    onPhoneLogin({ phone: normalizePhone(phone) ?? phone, code });
  };

  const handleAccountSubmit = () => {
    if (isSubmitting) return;
    const account = fields.account.trim();
    const passwd = fields.passwd.trim();
    const result = validateAccountLogin({ account, passwd });
    if (!result.ok) return shown.fail(result.message);
    shown.clearLocal();
    onAccountLogin({ account, passwd, rememberMe: fields.rememberMe });
  };

  const initialFocusRef = isCaptchaActive
    ? captchaRef
    : tab === LOGIN_TAB.phone
      ? phoneRef
      : tab === LOGIN_TAB.account
        ? accountRef
        : undefined;

  const content = (
    <>
      <StyledLoginTabs>
        <Tabs
          items={LOGIN_TAB_ITEMS}
          value={tab}
          onChange={handleTabChange}
          label="登录方式"
          isLocked={isCaptchaActive}
          hasLegacyMargin={hasLegacyTabMargin}
        >
          {captchaSrc && (
            <InlineCaptcha ref={captchaRef} src={captchaSrc} onSuccess={onCaptchaSuccess} />
          )}
          {tab === LOGIN_TAB.phone && !isCaptchaActive && (
            <PhoneLoginForm
              phone={fields.phone}
              code={fields.code}
              onFieldChange={updateFields}
              onSmsSend={handleSmsSend}
              smsSecondsLeft={smsSecondsLeft}
              isSmsSending={isSmsSending}
              onSubmit={handlePhoneSubmit}
              isSubmitting={isSubmitting}
              error={shown.message}
              phoneRef={phoneRef}
              codeRef={codeRef}
            />
          )}
          {tab === LOGIN_TAB.account && !isCaptchaActive && (
            <AccountLoginForm
              account={fields.account}
              passwd={fields.passwd}
              rememberMe={fields.rememberMe}
              onFieldChange={updateFields}
              onSubmit={handleAccountSubmit}
              isSubmitting={isSubmitting}
              error={shown.message}
              accountRef={accountRef}
            />
          )}
          {tab === LOGIN_TAB.qr && !isCaptchaActive && (
            <>
              <LoginError message={shown.message} />
              <QrPanel status={qrStatus} qrImgStr={qrImgStr} onRefresh={onQrRefresh} />
            </>
          )}
        </Tabs>
      </StyledLoginTabs>
      <SocialLogin onSocialLogin={onSocialLogin} disabled={disabledSocial} />
    </>
  );
  return { content, initialFocusRef };
}
