// Never loaded: see package.json. A Node script that did would get no WebRTC, which this project never needs.
module.exports = {};
