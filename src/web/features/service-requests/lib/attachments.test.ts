import { describe, expect, it } from 'vitest';
import { addAttachments } from './attachments';

const file = (name: string, type: string, size = 100) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('addAttachments', () => {
  it('takes images, PDF and zip, a zip by its name when the system names its type otherwise', () => {
    const chosen = [
      file('a.png', 'image/png'),
      file('b.pdf', 'application/pdf'),
      file('c.zip', 'application/x-zip-compressed'),
    ];
    expect(addAttachments([], chosen)).toEqual({ files: chosen, problems: [] });
  });

  it('leaves out what the server would refuse, each said once', () => {
    const kept = file('kept.webp', 'image/webp');
    const { files, problems } = addAttachments(
      [kept, kept, kept, kept],
      [
        file('script.exe', 'application/octet-stream'),
        file('big.pdf', 'application/pdf', 20 * 1024 * 1024 + 1),
        file('fifth.png', 'image/png'),
        file('sixth.png', 'image/png'),
        file('seventh.png', 'image/png'),
      ],
    );
    expect(files.map((chosen) => chosen.name)).toEqual([...Array(4).fill('kept.webp'), 'fifth.png']);
    expect(problems).toEqual([
      { kind: 'wrongType', name: 'script.exe' },
      { kind: 'tooLarge', name: 'big.pdf' },
      { kind: 'tooMany' },
    ]);
  });

  it('20 MB exactly is still taken', () => {
    expect(addAttachments([], [file('edge.zip', 'application/zip', 20 * 1024 * 1024)]).problems).toEqual([]);
  });
});
