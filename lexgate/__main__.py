from lexgate.cli import main

main()
