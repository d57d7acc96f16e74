/**
 * A policy's Markdown with each `{{name}}` replaced by that figure. A policy names its figures
 * (a refund window, a price) rather than writing them, so it says what the server does; a name
 * with no figure is a mistake in the policy, and throws rather than show a blank.
 */
export function withFigures(source: string, figures: Readonly<Record<string, string>>): string {
  return source.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => {
    const figure = figures[name];
    if (figure === undefined)
      throw new Error(`The policy names a figure it was not given: ${name}`);
    return figure;
  });
}
