// Loads this folder's collections (one Extended JSON document a line, as mongoexport writes them) into a MongoDB
// database, replacing what it holds:  node load.js mongodb://127.0.0.1:27017 iotFleet
// Needs the mongodb driver (npm ci --prefix tools/node, then NODE_PATH=tools/node/node_modules).
const fs = require('fs');
const path = require('path');
const { MongoClient, BSON: { EJSON } } = require('mongodb');

async function main() {
  const [uri, dbName] = process.argv.slice(2);
  if (!uri || !dbName) {
    console.error('usage: node load.js URI DATABASE');
    process.exit(2);
  }
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10000 });
  try {
    const db = client.db(dbName);
    for (const file of fs.readdirSync(__dirname).filter(f => f.endsWith('.json')).sort()) {
      const name = path.basename(file, '.json');
      const docs = fs.readFileSync(path.join(__dirname, file), 'utf8').split('\n').filter(l => l.trim())
          .map(l => EJSON.parse(l, { relaxed: false }));
      await db.collection(name).drop().catch(() => {});
      await db.collection(name).insertMany(docs);
      console.log(`${name}: ${docs.length}`);
    }
    await db.collection('readingBuckets').createIndex({ sensorId: 1, start: -1 });
    await db.collection('alerts').createIndex({ deviceId: 1, raisedAt: -1 });
    await db.collection('maintenanceTickets').createIndex({ siteId: 1, status: 1 });
  } finally {
    await client.close();
  }
}
main().catch(e => { console.error(e.message); process.exit(1); });
