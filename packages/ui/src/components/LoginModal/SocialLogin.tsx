import { useId } from 'react';
import { SOCIAL_LOGIN, type SocialLoginType } from './loginConstants';
import {
  StyledSocial,
  StyledSocialButton,
  StyledSocialList,
  StyledSocialTitle,
} from './LoginModal.styles';
import { SocialIcon } from './SocialIcon';

const PROVIDERS = [
  { utype: SOCIAL_LOGIN.wechat, key: 'wechat', name: '微信' },
  { utype: SOCIAL_LOGIN.qq, key: 'qq', name: 'QQ' },
  { utype: SOCIAL_LOGIN.weibo, key: 'weibo', name: '微博' },
] as const;

/** Props of {@link SocialLogin}. */
export interface SocialLoginProps {
  /** Called with the platform the shopper picked. */
  onSocialLogin: (choice: { utype: SocialLoginType }) => void;
  /** Platforms that cannot be used now; shown greyed out. */
  disabled?: readonly SocialLoginType[];
}

/** The WeChat, QQ and Weibo sign-in buttons under the login form. */
export function SocialLogin({ onSocialLogin, disabled = [] }: SocialLoginProps) {
  const titleId = useId();
  return (
    <StyledSocial aria-labelledby={titleId}>
      <StyledSocialTitle id={titleId}>其他登录方式</StyledSocialTitle>
      <StyledSocialList>
        {PROVIDERS.map(({ utype, key, name }) => {
          const isDisabled = disabled.includes(utype);
          return (
            <li key={key}>
              <StyledSocialButton
                type="button"
                data-provider={key}
                aria-disabled={isDisabled || undefined}
                aria-label={isDisabled ? `${name}登录（暂不可用）` : `${name}登录`}
                title={isDisabled ? `${name}登录暂不可用` : `${name}登录`}
                onClick={() => {
                  if (!isDisabled) onSocialLogin({ utype });
                }}
              >
                <SocialIcon utype={utype} />
              </StyledSocialButton>
            </li>
          );
        })}
      </StyledSocialList>
    </StyledSocial>
  );
}
