from lexgate.cli import run

run()
