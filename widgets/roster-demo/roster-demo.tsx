import type { WidgetProps } from '../../src/element/react-renderer';

export function RosterDemo({ brand }: WidgetProps & { brand: string }) {
  return <p>Roster demo of {brand}</p>;
}
