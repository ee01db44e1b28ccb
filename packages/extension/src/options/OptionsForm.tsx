import { useId, type FormEvent } from 'react';
import type { MiniBarPosition } from '../background/settings';
import { SettingSwitch } from '../controls/SettingSwitch';
import { CONTRIBUTING_NOTE } from '../shared/text';
import { StyledOptions, StyledOriginField, StyledSaveRow } from './OptionsForm.styles';
import { useOptionsForm, type OptionsDeps } from './useOptionsForm';

/** Props of {@link OptionsForm}: where settings are stored and how server access is asked for. */
export type OptionsFormProps = OptionsDeps;

const POSITION_LABELS: readonly { value: MiniBarPosition; label: string }[] = [
  { value: 'below-price', label: '商品价格下方' },
  { value: 'floating', label: '页面右下角（悬浮）' },
];

/** The options page: server address, contributing, the mini bar and its position, the top bar; 保存 stores them. */
export function OptionsForm(props: OptionsFormProps) {
  const { draft, error, isSaved, edit, save } = useOptionsForm(props);
  const id = useId();

  if (!draft) return <p role="status">正在读取设置…</p>;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return (
    <StyledOptions onSubmit={handleSubmit} noValidate>
      <h1>价迹 PriceTrail 设置</h1>
      <StyledOriginField>
        <label htmlFor={`${id}-origin`}>服务器地址</label>
        <input
          id={`${id}-origin`}
          type="url"
          value={draft.serverOrigin}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-origin-hint${error ? ` ${id}-origin-error` : ''}`}
          onChange={(event) => edit({ serverOrigin: event.target.value })}
        />
        <p id={`${id}-origin-hint`}>自建价迹服务器时填写它的地址，例如 http://localhost:8080。</p>
        {error ? (
          <p id={`${id}-origin-error`} role="alert">
            {error}
          </p>
        ) : null}
      </StyledOriginField>
      <fieldset>
        <legend>价格回传</legend>
        <SettingSwitch
          label="回传看到的价格"
          description={CONTRIBUTING_NOTE}
          isOn={draft.isContributing}
          onChange={({ isOn }) => edit({ isContributing: isOn })}
        />
      </fieldset>
      <fieldset>
        <legend>商品页</legend>
        <SettingSwitch
          label="显示迷你价格条"
          isOn={draft.hasMiniBar}
          onChange={({ isOn }) => edit({ hasMiniBar: isOn })}
        />
        <fieldset>
          <legend>迷你价格条位置</legend>
          {POSITION_LABELS.map(({ value, label }) => (
            <label key={value}>
              <input
                type="radio"
                name="miniBarPosition"
                value={value}
                checked={draft.miniBarPosition === value}
                onChange={() => edit({ miniBarPosition: value })}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <SettingSwitch
          label="显示顶部优惠条"
          isOn={draft.hasTopBar}
          onChange={({ isOn }) => edit({ hasTopBar: isOn })}
        />
      </fieldset>
      <StyledSaveRow>
        <button type="submit">保存</button>
        <p role="status">{isSaved ? '已保存' : ''}</p>
      </StyledSaveRow>
    </StyledOptions>
  );
}
