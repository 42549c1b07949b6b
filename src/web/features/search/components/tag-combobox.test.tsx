// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '#web/test/fake-api';
import { renderInApp, typeInto } from '#web/test/render-in-app';
import { TagCombobox } from './tag-combobox';

const REACT_TAGS = ok({
  tags: [
    { tag: 'React', uses: 12 },
    { tag: 'React Native', uses: 3 },
  ],
});

/** The box as a screen holds it: what is typed, and the tag last picked. */
function TechnologyBox() {
  const [value, setValue] = useState('');
  const [picked, setPicked] = useState('');
  return (
    <>
      <TagCombobox
        kind="stack"
        label="Technology"
        name="stack"
        value={value}
        onType={setValue}
        onPick={(tag) => {
          setValue(tag);
          setPicked(tag);
        }}
      />
      <output>{picked}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Technology' });
const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('TagCombobox', () => {
  it('suggests the tags in use as they are typed, with how many use each', async () => {
    const api = fakeApi({ 'GET /api/tags?kind=stack&q=rea': REACT_TAGS });
    renderInApp(<TechnologyBox />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    typeInto(box(), 'rea');
    await waitFor(() => expect(options()).toEqual(['React 12 projects', 'React Native 3 projects']));
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Suggestions for Technology' })).toBeDefined();
    expect(api.sent.map((request) => request.path)).toEqual(['/api/tags?kind=stack&q=rea']);
  });

  it('moves through the suggestions with the arrows and takes one with Enter', async () => {
    fakeApi({ 'GET /api/tags?kind=stack&q=rea': REACT_TAGS });
    renderInApp(<TechnologyBox />);
    typeInto(box(), 'rea');
    await waitFor(() => expect(options()).toHaveLength(2));
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const active = box().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toContain('React Native');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent).toBe(
      'React 12 projects',
    );
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('React');
    expect((box() as HTMLInputElement).value).toBe('React');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape keeping what was typed, opens again on ArrowDown, and takes a tap', async () => {
    fakeApi({ 'GET /api/tags?kind=stack&q=rea': REACT_TAGS });
    renderInApp(<TechnologyBox />);
    typeInto(box(), 'rea');
    await waitFor(() => expect(options()).toHaveLength(2));
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('rea');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: /React Native/ }));
    expect(screen.getByRole('status').textContent).toBe('React Native');
  });

  it('asks nothing while the box is empty', async () => {
    const api = fakeApi();
    renderInApp(<TechnologyBox />);
    typeInto(box(), '   ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.sent).toEqual([]);
  });
});
