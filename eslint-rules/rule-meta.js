/** The meta of a local 'problem' rule taking one options object with these properties. */
export function problemMeta(description, properties, messages, required = []) {
  return {
    type: 'problem',
    docs: { description },
    schema: [{ type: 'object', properties, required, additionalProperties: false }],
    messages,
  };
}
