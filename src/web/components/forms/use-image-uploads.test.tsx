// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useImageUploads } from './use-image-uploads';

/** Uploads that end when the test says, each answering its file's name. */
function heldUploads() {
  const ends = new Map<string, (name: string) => void>();
  const upload = (file: File) =>
    new Promise<string>((resolve) => {
      ends.set(file.name, resolve);
    });
  return { upload, end: (name: string) => act(async () => ends.get(name)?.(name)) };
}

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

function useList(upload: (file: File) => Promise<string>, first: string[] = []) {
  const [list, setList] = useState(first);
  const uploads = useImageUploads({
    room: 10,
    maxBytes: 1024,
    full: { title: 'Full', description: 'Full' },
    upload,
    onStored: (name, fromEnd) =>
      setList((all) => {
        const next = [...all];
        next.splice(next.length - fromEnd, 0, name);
        return next;
      }),
  });
  return { list, uploads };
}

describe('useImageUploads', () => {
  // Three tries of three orders came out as g1/g3/g2, g3/g1/g2 and g2/g3/g1 before (issue report).
  for (const order of [
    ['g1', 'g3', 'g2'],
    ['g3', 'g1', 'g2'],
    ['g2', 'g3', 'g1'],
    ['g3', 'g2', 'g1'],
  ]) {
    it(`keeps the order the images were picked in when uploads end as ${order.join(', ')}`, async () => {
      const { upload, end } = heldUploads();
      const { result } = renderHook(() => useList(upload, ['earlier']));
      act(() => result.current.uploads.add([image('g1'), image('g2'), image('g3')]));
      expect(result.current.uploads.inFlight.map((each) => each.name)).toEqual(['g1', 'g2', 'g3']);
      for (const name of order) await end(name);
      expect(result.current.list).toEqual(['earlier', 'g1', 'g2', 'g3']);
      expect(result.current.uploads.inFlight).toEqual([]);
    });
  }

  it('keeps a second pick after the first, whatever ends first', async () => {
    const { upload, end } = heldUploads();
    const { result } = renderHook(() => useList(upload));
    act(() => result.current.uploads.add([image('a1'), image('a2')]));
    act(() => result.current.uploads.add([image('b1')]));
    await end('b1');
    await end('a2');
    await end('a1');
    expect(result.current.list).toEqual(['a1', 'a2', 'b1']);
  });
});
