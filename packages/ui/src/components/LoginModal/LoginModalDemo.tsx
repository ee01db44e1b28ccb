import { useState } from 'react';
import { DialogStage } from '../Dialog';
import { LoginModal, type LoginModalProps } from './LoginModal';

/**
 * Story harness: plays the page's part around the modal (opens and closes it, switches tabs,
 * marks a login as in flight, clears the captcha), reporting every callback to the given props.
 * Like a slow page, it does not clear `error` on a tab switch.
 */
export function LoginModalDemo(props: LoginModalProps) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  const [tab, setTab] = useState(props.tab);
  const [isSubmitting, setIsSubmitting] = useState(props.isSubmitting ?? false);
  const [captchaSrc, setCaptchaSrc] = useState(props.captchaSrc);

  return (
    <DialogStage height={620}>
      {(container) => (
        <>
          <p style={{ margin: 16 }}>
            <button type="button" onClick={() => setIsOpen(true)}>
              登录 / 注册
            </button>
          </p>
          <LoginModal
            {...props}
            container={container}
            isOpen={isOpen}
            onClose={() => {
              props.onClose();
              setIsOpen(false);
            }}
            tab={tab}
            onTabChange={(change) => {
              props.onTabChange(change);
              setTab(change.tab);
            }}
            isSubmitting={isSubmitting}
            onPhoneLogin={(login) => {
              props.onPhoneLogin(login);
              setIsSubmitting(true);
            }}
            onAccountLogin={(login) => {
              props.onAccountLogin(login);
              setIsSubmitting(true);
            }}
            captchaSrc={captchaSrc}
            onCaptchaSuccess={() => {
              props.onCaptchaSuccess();
              setCaptchaSrc(null);
            }}
          />
        </>
      )}
    </DialogStage>
  );
}
