// A list of texts checked by the content schema, showing its sentence as `npm run check:content` words it.
import styled from '@emotion/styled';
import type { CustomFieldControlProps as FieldProps } from '@sveltia/cms';
import { useEffect, useRef, useState } from 'react';
import { countProblem, sentence } from '../../collections/messages.ts';
import { fieldSchema } from '../../collections/schema-walk.ts';
import { collections, singletons } from '../../collections/schema.ts';
import { OwnReact, plain } from '../bridge.tsx';
import { refusedEvent } from '../save-check.ts';

const itemsOf = (value: unknown): string[] => {
  const list = plain(value);
  return Array.isArray(list) ? list.map((item) => String(item ?? '')) : [];
};

// The field's name for one entry, and its list's problem under the schema path that cms/config.ts gives it.
const singularOf = (field: FieldProps['field']) =>
  String(field.get('label_singular') ?? field.get('label') ?? 'Entry');
const problemOf = (field: FieldProps['field'], items: string[]) =>
  problemWith(String(field.get('schema') ?? ''), singularOf(field), items);

// `path` names a collection or single file, then fields: "home.about.strengths".
export function problemWith(path: string, singular: string, items: string[]): string | undefined {
  const [first, ...names] = path.split('.');
  const root = { ...collections, ...singletons }[first as keyof typeof collections];
  const issue = (root && fieldSchema(root.schema, names))?.safeParse(items).error?.issues[0];
  if (!issue) return undefined;
  if (issue.path.length === 0 && (issue.code === 'too_small' || issue.code === 'too_big'))
    return sentence(countProblem(items.length, issue.message));
  const [index] = issue.path;
  return sentence(typeof index === 'number' ? `${singular} ${index + 1} ${issue.message}` : issue.message);
}

// Sveltia CMS's own colours and sizes where it defines them, so the field looks like its neighbours.
const Row = styled.div({
  display: 'flex',
  gap: '8px',
  alignItems: 'flex-start',
  marginBlockEnd: '8px',
  '& input, & textarea': {
    flex: 1,
    minWidth: 0,
    minHeight: '40px',
    padding: '8px',
    font: 'inherit',
    color: 'var(--sui-primary-foreground-color, inherit)',
    background: 'var(--sui-textbox-background-color, #fff)',
    border: '1px solid var(--sui-textbox-border-color, #8a8a8a)',
    borderRadius: 'var(--sui-textbox-border-radius, 4px)',
  },
  '& textarea': { minHeight: '96px', resize: 'vertical' },
});

// Where the CMS puts a field's message, above the list, in its error colour.
const Refusal = styled.p({ margin: '0 0 8px', color: 'var(--sui-error-foreground-color, currentColor)' });

const Button = styled.button({
  minHeight: '40px',
  padding: '0 12px',
  font: 'inherit',
  color: 'var(--sui-primary-foreground-color, inherit)',
  background: 'var(--sui-button-background-color, #eee)',
  border: '1px solid var(--sui-control-border-color, #8a8a8a)',
  borderRadius: 'var(--sui-button-border-radius, 4px)',
  cursor: 'pointer',
});

function TextList({ value, field, forID, onChange }: FieldProps) {
  const given = itemsOf(value);
  const singular = singularOf(field);
  // Our own copy: an input that waits for the CMS's round trip loses its caret. What comes back is our
  // change's echo (ignored) or a change made elsewhere (it replaces our copy).
  const [items, setItems] = useState(given);
  const [givenKey, setGivenKey] = useState(() => JSON.stringify(given));
  const sent = useRef<string[]>([]);
  const key = JSON.stringify(given);
  if (key !== givenKey) {
    setGivenKey(key);
    const echo = sent.current.indexOf(key);
    if (echo >= 0) sent.current = sent.current.slice(echo + 1);
    else {
      sent.current = [];
      setItems(given);
    }
  }
  // The CMS shows no message for a save our check refused if it asked this field before the latest
  // change, so ours shows until the next change.
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const refuse = () => setRefused(true);
    window.addEventListener(refusedEvent, refuse);
    return () => window.removeEventListener(refusedEvent, refuse);
  }, []);
  const change = (next: string[]) => {
    setRefused(false);
    setItems(next);
    sent.current.push(JSON.stringify(next));
    onChange(next);
  };
  const problem = problemOf(field, items);
  const set = (index: number, text: string) => change(items.map((item, at) => (at === index ? text : item)));
  return (
    <div>
      {refused && problem && <Refusal role="alert">{problem}</Refusal>}
      {items.map((item, index) => {
        const name = `${singular} ${index + 1}`;
        const common = {
          id: index === 0 ? forID : undefined,
          'aria-label': name,
          'aria-invalid': problem ? true : undefined, // the CMS shows the message above the list
          value: item,
          onChange: (event: { target: { value: string } }) => set(index, event.target.value),
        };
        return (
          <Row key={index}>
            {field.get('multiline') ? <textarea {...common} /> : <input type="text" {...common} />}
            <Button
              type="button"
              aria-label={`Remove ${name.toLowerCase()}`}
              onClick={() => change(items.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </Row>
        );
      })}
      <Button type="button" onClick={() => change([...items, ''])}>
        Add {singular.toLowerCase()}
      </Button>
    </div>
  );
}

export class TextListControl extends OwnReact<FieldProps> {
  protected draw(props: FieldProps) {
    return <TextList {...props} />;
  }

  // The CMS asks at every change and its last answer decides at Save; props may lag behind `value`.
  isValid(value: unknown) {
    const message = problemOf(this.props.field, itemsOf(value));
    return message ? { error: { message } } : true;
  }
}
