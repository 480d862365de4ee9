// Makes the demo pack's course document (apps/server/src/packs/demo/assets/courses/README.md):
// a six-page workplace safety handbook in Chinese with English subtitles. Its fonts are subsets
// of Noto Sans CJK SC (SIL OFL, Debian's fonts-noto-cjk) holding only the characters used, made
// by fontTools' pyftsubset (Debian's fonttools) and embedded whole: pdf-lib's own subsets of
// CID-keyed CFF fonts come out with the wrong glyphs.
//
// pdf-lib is not a dependency of the project: run this from a scratch folder that has it.
//   apt-get install -y fonts-noto-cjk fonttools
//   mkdir -p /tmp/pdfgen && cd /tmp/pdfgen && npm init -y
//   npm install pdf-lib@1.17.1 @pdf-lib/fontkit@1.1.1
//   node <repository>/scripts/demo-courses/make-safety-handbook.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(process.cwd(), 'package.json'));
const { PDFDocument, rgb } = require('pdf-lib');
const fontkit = require('@pdf-lib/fontkit');

const OUTPUT = fileURLToPath(
  new URL('../../apps/server/src/packs/demo/assets/courses/safety-handbook.pdf', import.meta.url),
);
const FONTS = '/usr/share/fonts/opentype/noto';
/** The Simplified Chinese faces of the collections (number 2 of the .ttc's JP, KR, SC, TC, HK…). */
const REGULAR = { file: `${FONTS}/NotoSansCJK-Regular.ttc`, number: 2 };
const BOLD = { file: `${FONTS}/NotoSansCJK-Bold.ttc`, number: 2 };

/** A4 in points. */
const PAGE = { width: 595, height: 842 };
const MARGIN = 64;
const TEAL = rgb(0x1f / 255, 0x7a / 255, 0x8c / 255);
const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.4, 0.45, 0.5);

/** Each page: a title, its English subtitle, and blocks: paragraphs (strings) or lists (arrays). */
const pages = [
  {
    title: '安全生产手册',
    english: 'Workplace Safety Handbook',
    blocks: [
      '演示培训中心 · 新员工安全培训教材',
      'Demo Training Centre · safety training for new employees',
      '',
      '本手册共 6 页，介绍办公场所最常见的安全风险和应对方法。请逐页阅读，每页停留片刻，系统会记录你的阅读进度。',
      'Six pages on the most common risks at the office and what to do about them. Read every page; your progress is recorded.',
      [
        '第 2 页　消防安全 Fire safety',
        '第 3 页　用电安全 Electrical safety',
        '第 4 页　应急疏散 Evacuation',
        '第 5 页　急救常识 First aid',
        '第 6 页　报告与责任 Reporting',
      ],
    ],
  },
  {
    title: '一、消防安全',
    english: '1. Fire safety',
    blocks: [
      '发现火情时，保持冷静，大声提醒周围同事，并立即拨打 119 报警，说清单位地址、起火部位和火势大小。',
      'Stay calm, alert the people around you and call 119 with the address, the place and the size of the fire.',
      '初起火灾可以使用灭火器扑救，口诀是“提、拔、握、压”：',
      [
        '提：提起灭火器，站在上风方向',
        '拔：拔掉保险销',
        '握：一手握住喷管，对准火焰根部',
        '压：用力压下压把，左右扫射',
      ],
      'Pull the pin, aim at the base of the fire, squeeze the handle and sweep from side to side.',
      '火势无法控制时，不要恋战，立即撤离。',
      'If the fire grows, leave at once.',
    ],
  },
  {
    title: '二、用电安全',
    english: '2. Electrical safety',
    blocks: [
      '办公室的电气火灾多由私拉电线、插座过载和设备长时间通电引起。',
      'Most office fires start with improvised wiring, overloaded sockets and devices left on.',
      [
        '不私拉乱接电线，不使用破损的插座和电源线',
        '大功率电器不与其他电器共用一个插座',
        '下班前关闭电脑、显示器、饮水机等设备的电源',
        '发现电线冒烟、发热或有焦味，先切断电源再报告',
      ],
      'Never improvise wiring; keep heavy appliances on their own socket; switch devices off when you leave; cut the power first if a cable smokes.',
    ],
  },
  {
    title: '三、应急疏散',
    english: '3. Evacuation',
    blocks: [
      '听到火灾警报或接到疏散通知后，应立即停止工作，按照疏散指示标志有序撤离。',
      'When the alarm sounds, stop work and follow the exit signs.',
      [
        '走安全出口和疏散楼梯，不乘坐电梯',
        '烟雾较大时，用湿毛巾捂住口鼻，弯腰低姿前进',
        '不拥挤、不推搡，听从疏散引导人员指挥',
        '到达集合点后向部门负责人报到，不擅自返回',
      ],
      'Take the stairs, never the lift; stay low in smoke; do not push; report at the assembly point and do not go back in.',
      '平时请留意工位附近的两个安全出口和集合点的位置。',
      'Know the two nearest exits and your assembly point.',
    ],
  },
  {
    title: '四、急救常识',
    english: '4. First aid',
    blocks: [
      '遇到同事突发疾病或受伤，先确认现场环境安全，再进行救助，并拨打 120 急救电话。',
      'Make sure the scene is safe, then help, and call 120 for an ambulance.',
      [
        '轻微烫伤：立即用流动的冷水冲洗 15 分钟以上',
        '出血：用干净的纱布或毛巾按压伤口止血',
        '触电：先切断电源，不可直接用手拉触电者',
        '晕倒：让其平躺，保持呼吸道通畅，不随意搬动',
      ],
      'Cool a burn under running water for 15 minutes; press on a bleeding wound; cut the power before touching someone who got a shock; lay a fainted person flat.',
      '公司前台和各楼层茶水间备有急救箱。',
      'First-aid kits are at reception and in every pantry.',
    ],
  },
  {
    title: '五、报告与责任',
    english: '5. Reporting and responsibility',
    blocks: [
      '安全生产人人有责。发现安全隐患或发生安全事件后，应第一时间向部门负责人和安全管理部门报告，不隐瞒、不拖延。',
      'Safety is everyone’s job: report hazards and incidents to your manager and the safety office at once.',
      [
        '报告内容：时间、地点、经过、影响范围',
        '保护现场，配合调查',
        '参加每年的消防演练和安全培训',
      ],
      'Say when, where, what happened and who is affected; keep the scene as it is; take part in the yearly drill.',
      '阅读完本手册后，请继续学习本课程的下一个课件。',
      'When you have read this handbook, go on to the next courseware of the course.',
    ],
  },
];

const lineHeight = (size) => size * 1.6;

/** Splits text into lines no wider than `width`, at any character (CJK) or at spaces (Latin). */
const wrap = (text, font, size, width) => {
  const lines = [];
  let line = '';
  for (const word of text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? []) {
    const candidate = line + word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line.trimEnd());
      line = word.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
};

const isEnglish = (text) => !/[\u2e80-\u9fff]/.test(text);

/** The face with just the characters of `text`, as OpenType bytes. */
const subsetFont = (face, text, folder) => {
  const textFile = join(folder, 'text.txt');
  const output = join(folder, `subset-${face.number}-${face.file.length}.otf`);
  writeFileSync(textFile, text);
  execFileSync('pyftsubset', [
    face.file,
    `--font-number=${face.number}`,
    `--text-file=${textFile}`,
    `--output-file=${output}`,
    // Plain glyphs only: the ligatures and localised digits of fontkit's layout come out spaced.
    '--layout-features=',
    '--no-hinting',
  ]);
  return readFileSync(output);
};

const main = async () => {
  const folder = mkdtempSync(join(tmpdir(), 'handbook-'));
  const text = `${JSON.stringify(pages)}第页共 /0123456789·•演示培训中心安全生产手册Page of`;
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const regular = await document.embedFont(subsetFont(REGULAR, text, folder), { subset: false });
  const bold = await document.embedFont(subsetFont(BOLD, text, folder), { subset: false });
  rmSync(folder, { recursive: true });
  document.setTitle('安全生产手册 Workplace Safety Handbook');
  document.setAuthor('演示培训中心');
  document.setLanguage('zh-CN');
  document.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  document.setModificationDate(new Date('2025-01-01T00:00:00Z'));

  const width = PAGE.width - 2 * MARGIN;
  pages.forEach((content, index) => {
    const page = document.addPage([PAGE.width, PAGE.height]);
    page.drawRectangle({ x: 0, y: PAGE.height - 40, width: PAGE.width, height: 40, color: TEAL });
    page.drawText('演示培训中心 · 安全生产手册', {
      x: MARGIN,
      y: PAGE.height - 26,
      size: 11,
      font: regular,
      color: rgb(1, 1, 1),
    });
    let y = PAGE.height - 110;
    page.drawText(content.title, {
      x: MARGIN,
      y,
      size: index === 0 ? 34 : 26,
      font: bold,
      color: INK,
    });
    y -= 30;
    page.drawText(content.english, { x: MARGIN, y, size: 14, font: regular, color: TEAL });
    y -= 44;
    const paragraph = (text, { indent = 0, bullet = null } = {}) => {
      const size = isEnglish(text) ? 11 : 14;
      const color = isEnglish(text) ? MUTED : INK;
      if (!text) {
        y -= lineHeight(size);
        return;
      }
      wrap(text, regular, size, width - indent).forEach((line, number) => {
        if (bullet && number === 0)
          page.drawText(bullet, { x: MARGIN + 4, y, size, font: regular, color: TEAL });
        page.drawText(line, { x: MARGIN + indent, y, size, font: regular, color });
        y -= lineHeight(size);
      });
      y -= 8;
    };
    for (const block of content.blocks) {
      if (Array.isArray(block))
        block.forEach((item) => paragraph(item, { indent: 20, bullet: '•' }));
      else paragraph(block);
    }
    const footer = `第 ${index + 1} 页 / 共 ${pages.length} 页 · Page ${index + 1} of ${pages.length}`;
    page.drawText(footer, {
      x: (PAGE.width - regular.widthOfTextAtSize(footer, 10)) / 2,
      y: 36,
      size: 10,
      font: regular,
      color: MUTED,
    });
  });
  writeFileSync(OUTPUT, await document.save());
  console.log(`${OUTPUT}: ${pages.length} pages`);
};

await main();
