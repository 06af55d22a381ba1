// Infers a schema from an NDJSON file of (Extended JSON) documents with mongodb-schema, the package
// Compass uses, and prints the time it took and every path's count and type counts as JSON, for
// DocShape's import benchmark to compare. Usage: node mongodb-schema-infer.js FILE.ndjson
'use strict';
const fs = require('fs');
const readline = require('readline');
const { EJSON } = require('bson');
const { SchemaAnalyzer } = require('mongodb-schema');

async function main(file) {
  const started = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const analyzer = new SchemaAnalyzer({ storeValues: false });
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let documents = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    await analyzer.analyzeDoc(EJSON.parse(line, { relaxed: false }));
    documents++;
  }
  const schema = analyzer.getResult();
  const millis = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMillis = (cpu.user + cpu.system) / 1000;
  const paths = {};
  flattenFields(schema.fields, '', paths);
  process.stdout.write(JSON.stringify({ millis, cpuMillis, documents, paths }));
}

function flattenFields(fields, prefix, paths) {
  for (const field of fields) {
    const path = prefix === '' ? field.name : prefix + '.' + field.name;
    const entry = { count: field.count, types: {} };
    paths[path] = entry;
    for (const type of field.types) {
      if (type.name === 'Undefined') continue;
      entry.types[type.name] = type.count;
      flattenType(type, path, paths);
    }
  }
}

function flattenType(type, path, paths) {
  if (type.name === 'Document') flattenFields(type.fields, path, paths);
  if (type.name === 'Array') {
    const itemsPath = path + '[]';
    const items = paths[itemsPath] || { count: 0, types: {} };
    paths[itemsPath] = items;
    for (const item of type.types) {
      if (item.name === 'Undefined') continue;
      items.types[item.name] = (items.types[item.name] || 0) + item.count;
      items.count += item.count;
      flattenType(item, itemsPath, paths);
    }
  }
}

main(process.argv[2]).catch((e) => {
  process.stderr.write(String(e && e.stack || e) + '\n');
  process.exit(1);
});
