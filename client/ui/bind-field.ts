/**
 * Ties a text field (TextField, TextArea, Select) to one value of a form: the field's name (the API's, which is
 * also the key of its error), its value, a change handler that stores the new text, and the error to show.
 * Spread it: <TextField label={…} {...bindField('real_name', realName, setRealName, errors)} />.
 */
export function bindField(name: string, value: string, set: (value: string) => void, errors: Readonly<Record<string, string | undefined>>) {
  return { name, value, error: errors[name], onChange: (e: { target: { value: string } }) => set(e.target.value) };
}
