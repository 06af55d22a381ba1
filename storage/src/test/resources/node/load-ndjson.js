// Loads exported NDJSON files the way a mongosh user would: each line read with mongosh's EJSON.parse
// (the bson library's Extended JSON parser) and inserted. {relaxed: false} keeps BSON types: in the
// default relaxed mode the parser turns every number, even {"$numberDouble": "4.0"} and
// {"$numberLong": "5"}, into a JavaScript number, which is then stored as an int32 when whole.
// So the file itself must say which numbers are doubles and longs, as mongoimport also expects.
// DOCSHAPE_IMPORT names a JSON file: [{"collection": "...", "file": "/abs/path.ndjson"}, ...].
const fs = require('fs');
const manifest = JSON.parse(fs.readFileSync(process.env.DOCSHAPE_IMPORT, 'utf8'));
for (const entry of manifest) {
  const lines = fs.readFileSync(entry.file, 'utf8').split('\n').filter(line => line.length > 0);
  const documents = lines.map(line => EJSON.parse(line, { relaxed: false }));
  if (documents.length > 0) db.getCollection(entry.collection).insertMany(documents);
  print('loaded ' + documents.length + ' documents into ' + JSON.stringify(entry.collection));
}
