// Validates exported NDJSON (and template) files against the exported JSON Schema with ajv
// (draft 2020-12, strict mode: an unknown keyword in the schema is an error too).
// Usage: node validate-ndjson.js MANIFEST.json [MANIFEST.json ...], each manifest being
// [{"schema": path, "documents": [path, ...]}]; prints "MANIFEST.json: checked N documents, M invalid" for each,
// after the first 20 invalid documents of that manifest, each line starting with the file's path.
const fs = require('fs');
const Ajv2020 = require('ajv/dist/2020');
let invalid = 0;
for (const manifestPath of process.argv.slice(2)) {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  let failures = 0;
  let checked = 0;
  for (const entry of manifest) {
    let validate;
    try {
      const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
      validate = ajv.compile(JSON.parse(fs.readFileSync(entry.schema, 'utf8')));
    } catch (e) {
      failures++;
      console.log(entry.schema + ': ' + e.message);
      continue;
    }
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
  console.log(manifestPath + ': checked ' + checked + ' documents, ' + failures + ' invalid');
  invalid += failures;
}
process.exit(invalid === 0 ? 0 : 1);
