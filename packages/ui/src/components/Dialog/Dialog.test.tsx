import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ThemeRoot } from '../../theme';
import { Dialog } from './Dialog';

function renderDialog(isOpen: boolean, container?: HTMLElement) {
  return (
    <ThemeRoot>
      <main>页面内容</main>
      <Dialog isOpen={isOpen} onClose={vi.fn()} title="提示" container={container}>
        正文
      </Dialog>
    </ThemeRoot>
  );
}

test('rendered into document.body, it locks the page scroll while open and restores it', () => {
  document.body.style.overflow = 'auto';
  const { rerender, container } = render(renderDialog(true));
  const dialog = screen.getByRole('dialog', { name: '提示' });
  expect(container).not.toContainElement(dialog);
  expect(document.body).toContainElement(dialog);
  expect(document.body.style.overflow).toBe('hidden');

  rerender(renderDialog(false));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.body.style.overflow).toBe('auto');
});

test('rendered into its own container, it leaves the page scroll alone', () => {
  document.body.style.overflow = '';
  const stage = document.createElement('div');
  document.body.append(stage);
  render(renderDialog(true, stage));
  expect(stage).toContainElement(screen.getByRole('dialog', { name: '提示' }));
  expect(document.body.style.overflow).toBe('');
  stage.remove();
});
