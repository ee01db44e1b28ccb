import { expect, test } from 'vitest';
import { startedLine } from './startedLine.js';

test('names the address to open and, with the console sender, where sign-in codes show', () => {
  expect(startedLine('http://localhost:8080', 'console')).toBe(
    '价迹已启动：用浏览器打开 http://localhost:8080；登录用的短信验证码不会发出，会出现在下面的日志里（「短信验证码」）\n',
  );
  expect(startedLine('https://jiaji.example', 'aliyun')).toBe(
    '价迹已启动：用浏览器打开 https://jiaji.example\n',
  );
});
