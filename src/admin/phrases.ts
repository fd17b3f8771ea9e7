// Decap's English texts, with validation messages that read like the content checks' messages.
type Phrases = Record<string, unknown>;

const overrides = {
  collection: {
    // Decap's "＋" is a full-width sign that many system fonts lack.
    collectionTop: { newButton: 'New %{collectionLabel}' },
  },
  editor: {
    editorControlPane: {
      widget: {
        // The generated configuration words each pattern's message as a whole sentence.
        regexPattern: '%{pattern}',
        rangeCountExact: '%{fieldLabel} must have exactly %{count} entries.',
        rangeCount: '%{fieldLabel} must have between %{minCount} and %{maxCount} entries.',
        rangeMin: '%{fieldLabel} must have at least %{minCount} entries.',
        rangeMax: '%{fieldLabel} can have at most %{maxCount} entries.',
      },
    },
  },
};

function merge(base: Phrases, extra: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merge(current as Phrases, value as Phrases)
        : value;
  }
  return result;
}

export function phrases(english: Phrases): Phrases {
  return merge(english, overrides);
}
