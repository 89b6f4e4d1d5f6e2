import { Fragment, type ReactNode } from 'react';

/**
 * A sentence of the page's language with some of its `{name}` places filled by elements ("Measured on <strong>7</strong>
 * verified sightings"), so each language keeps its own word order around them.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
