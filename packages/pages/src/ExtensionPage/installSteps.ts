/** Which browser the download page addresses: Chrome / Edge, or one of the two named Chinese browsers. */
export type ExtensionBrowser = 'chrome' | '360' | 'qq';

/** How the package is installed in one browser. */
export interface InstallGuide {
  /** The browser's name as the heading says it. */
  name: string;
  /** A line before the steps, when the browser needs one. */
  note?: string;
  /** The steps, in order. */
  steps: readonly string[];
}

const UNPACKED_STEPS = [
  '下载安装包并解压到一个不会删除的文件夹。',
  '打开开发者模式（扩展管理页右上角的开关）。',
  '点「加载已解压的扩展程序」，选择刚才解压出的文件夹。',
  '打开任意京东、天猫或淘宝商品页，价格下方出现价迹价格条即安装成功。',
];

/** The install steps for each browser the page addresses. */
export const INSTALL_GUIDES: Readonly<Record<ExtensionBrowser, InstallGuide>> = {
  chrome: {
    name: 'Chrome / Edge',
    steps: [
      '下载安装包（zip 文件）。',
      '在地址栏打开 chrome://extensions（Edge 为 edge://extensions），打开右上角的「开发者模式」。',
      '把 zip 文件直接拖入扩展管理页；或先解压，再点「加载已解压的扩展程序」选择解压出的文件夹。',
      '打开任意京东、天猫或淘宝商品页，价格下方出现价迹价格条即安装成功。',
    ],
  },
  '360': {
    name: '360 安全浏览器 / 360 极速浏览器',
    note: '价迹插件尚未上架 360 扩展中心。360 浏览器使用 Chromium 内核，请先切换到极速模式，再从菜单打开「扩展管理」，按下面的步骤安装同一个安装包。',
    steps: UNPACKED_STEPS,
  },
  qq: {
    name: 'QQ 浏览器',
    note: '价迹插件尚未上架 QQ 浏览器应用中心。QQ 浏览器使用 Chromium 内核，请先切换到极速模式，再从菜单打开扩展管理页，按下面的步骤安装同一个安装包。',
    steps: UNPACKED_STEPS,
  },
};

/** The browser a `?browser=` value names (core's `EXTENSION_DOWNLOADS`); Chrome / Edge otherwise. */
export function extensionBrowserOf(value: string | null): ExtensionBrowser {
  return value === '360' || value === 'qq' ? value : 'chrome';
}
