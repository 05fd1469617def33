/** Values a form carries that the visitor does not type: step 1's answers on step 2, the page's own context. */
export function HiddenValues({
  values,
  names = Object.keys(values),
  omitEmpty = false,
}: {
  values: Readonly<Record<string, string | undefined>>;
  /** Which of `values` to carry, in this order; all of them unless said. */
  names?: readonly string[];
  /** Leaves out a value the page does not have, rather than sending it empty. */
  omitEmpty?: boolean;
}) {
  return (
    <>
      {names.map((name) => {
        const value = values[name] ?? '';
        return omitEmpty && value === '' ? null : <input key={name} type="hidden" name={name} value={value} />;
      })}
    </>
  );
}
