// Validates exported NDJSON (and template) files against the exported JSON Schema with ajv
// (draft 2020-12, strict mode: an unknown keyword in the schema is an error too).
// Usage: node validate-ndjson.js MANIFEST.json, the manifest being [{"schema": path, "documents": [path, ...]}].
const fs = require('fs');
const Ajv2020 = require('ajv/dist/2020');
const manifest = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let failures = 0;
let checked = 0;
for (const entry of manifest) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
  const validate = ajv.compile(JSON.parse(fs.readFileSync(entry.schema, 'utf8')));
  for (const file of entry.documents) {
    const text = fs.readFileSync(file, 'utf8');
    const documents = file.endsWith('.ndjson') ? text.split('\n').filter(l => l.length > 0) : [text];
    for (const document of documents) {
      checked++;
      if (!validate(JSON.parse(document))) {
        failures++;
        if (failures <= 20) console.log(file + ': ' + JSON.stringify(validate.errors) + ' in ' + document.slice(0, 300));
      }
    }
  }
}
console.log('checked ' + checked + ' documents, ' + failures + ' invalid');
process.exit(failures === 0 ? 0 : 1);
